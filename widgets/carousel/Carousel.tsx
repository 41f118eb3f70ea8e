/**
 * Testimonials carousel (spec sections 3, 4 and 9). Server markup is a list of figures (role="list", so
 * the list role can be dropped later), one per testimonial: without JavaScript it reads as a list.
 * Enhanced in the browser it becomes an APG carousel:
 * a pause/play button first in its tab order, slides labelled "N of M" (by Swiper's A11y module),
 * aria-live off while rotating and polite otherwise. The rotation itself lives in use-swiper.ts.
 */
import { memo, useRef } from 'react';
import type { ProcessedImage } from '../../generator/assets/images.ts';
import { Icon } from '../shared/Icon.tsx';
import { Picture } from '../shared/Picture.tsx';
import { useEnhanced } from '../shared/use-enhanced.ts';
import { useCarouselRotation } from './use-swiper.ts';

export interface CarouselTestimonial {
  quote: string;
  name: string;
  attribution: string;
  /** While the testimonials are illustrative: the caption in place of a name and place ("An example of what a parent might say"). */
  example?: string;
  /** A photo processed by the build (content/images), else a letter avatar is drawn. */
  photo?: { alt: string; image: ProcessedImage };
}

export interface CarouselProps {
  testimonials: CarouselTestimonial[];
  /** Accessible name of the carousel region. */
  label: string;
  /** Stars shown with each testimonial (spec: 5); none on illustrative examples, which no one rated. */
  stars: number;
}

const AVATAR_TONES = 4;

const Slide = memo(function Slide({ testimonial, index, stars }: { testimonial: CarouselTestimonial; index: number; stars: number }) {
  return (
    <div className="carousel__slide" role="listitem">
      <figure className="testimonial">
        {stars > 0 ? (
          <div className="testimonial__stars">
            <span className="visually-hidden">{`Rated ${stars} out of ${stars}`}</span>
            {Array.from({ length: stars }, (_, star) => (
              <Icon key={star} name="star" />
            ))}
          </div>
        ) : null}
        <blockquote className="testimonial__quote">
          <p>{testimonial.quote}</p>
        </blockquote>
        {testimonial.example ? <figcaption className="testimonial__example">{testimonial.example}</figcaption> : <Person testimonial={testimonial} index={index} />}
      </figure>
    </div>
  );
});

/** A real person's caption: photo or initial, name, and who they are. */
function Person({ testimonial, index }: { testimonial: CarouselTestimonial; index: number }) {
  return (
    <figcaption className="testimonial__person">
      {testimonial.photo ? (
        <Picture className="testimonial__photo" image={testimonial.photo.image} alt={testimonial.photo.alt} sizes="48px" />
      ) : (
        <span className={`testimonial__avatar testimonial__avatar--${index % AVATAR_TONES}`} aria-hidden="true">
          {testimonial.name.charAt(0)}
        </span>
      )}
      <span className="testimonial__who">
        <span className="testimonial__name">{testimonial.name}</span>
        <span className="testimonial__attribution">{testimonial.attribution}</span>
      </span>
    </figcaption>
  );
}

export function Carousel({ testimonials, label, stars }: CarouselProps) {
  const enhanced = useEnhanced();
  const rootRef = useRef<HTMLDivElement>(null);
  const rotation = useCarouselRotation(rootRef, enhanced, testimonials.length);

  return (
    <div
      ref={rootRef}
      className="carousel"
      role={enhanced ? 'region' : undefined}
      aria-roledescription={enhanced ? 'carousel' : undefined}
      aria-label={enhanced ? label : undefined}
    >
      <div className="carousel__top">
        {enhanced ? (
          <button type="button" className="carousel__toggle control-button" onClick={rotation.toggle}>
            <Icon name={rotation.paused ? 'play' : 'pause'} />
            <span>{rotation.paused ? 'Play' : 'Pause'}</span>
            <span className="visually-hidden"> testimonials</span>
          </button>
        ) : null}
      </div>
      <div className="carousel__viewport">
        {/* Enhanced, the track is no longer a list: its items become slides (role="group", set by Swiper). */}
        <div className="carousel__track" role={enhanced ? undefined : 'list'} aria-live={enhanced ? (rotation.rotating ? 'off' : 'polite') : undefined}>
          {testimonials.map((testimonial, index) => (
            <Slide key={`${testimonial.name}-${index}`} testimonial={testimonial} index={index} stars={stars} />
          ))}
        </div>
      </div>
      <div className="carousel__pagination" />
    </div>
  );
}
