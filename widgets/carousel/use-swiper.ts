/**
 * Starts Swiper on the carousel once it is enhanced, with the spec's constants, and adds what Swiper lacks
 * for WCAG 2.2.2 and the APG carousel pattern: a user pause, a pause while keyboard focus is inside, and a
 * paused start under prefers-reduced-motion.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, type RefObject } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';

/** Spec section 9: autoplay every 6 s, never stopped by interaction, paused while the mouse is over it. */
export const AUTOPLAY_DELAY_MS = 6000;
export const BREAKPOINT_GAPS = { 640: { spaceBetween: 20 }, 768: { spaceBetween: 30 }, 1024: { spaceBetween: 40 } } as const;

export interface CarouselRotation {
  /** The user's choice (or reduced motion at start): drives the button's label. */
  paused: boolean;
  /** Whether slides are moving on their own right now: drives aria-live. */
  rotating: boolean;
  toggle(): void;
}

export function useCarouselRotation(rootRef: RefObject<HTMLDivElement | null>, enhanced: boolean, slideCount: number): CarouselRotation {
  useSignals();
  const paused = useSignal(false);
  const rotating = useSignal(false);
  const swiperRef = useRef<Swiper | null>(null);
  const focusInside = useRef(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!enhanced || !root) return undefined;
    const viewport = root.querySelector<HTMLElement>('.carousel__viewport')!;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const swiper = new Swiper(viewport, {
      modules: [Autoplay, Pagination, A11y],
      wrapperClass: 'carousel__track',
      slideClass: 'carousel__slide',
      slidesPerView: 1,
      loop: true,
      speed: reducedMotion ? 0 : 450,
      autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
      pagination: {
        el: root.querySelector<HTMLElement>('.carousel__pagination')!,
        clickable: true,
        dynamicBullets: true,
        // Every dot stays a full-size, visible target (WCAG 2.5.8): none is shrunk or clipped while tabbable.
        dynamicMainBullets: slideCount,
        bulletElement: 'button',
      },
      a11y: {
        slideLabelMessage: '{{index}} of {{slidesLength}}',
        itemRoleDescriptionMessage: 'slide',
        paginationBulletMessage: 'Show testimonial {{index}}',
        wrapperLiveRegion: false,
        scrollOnFocus: false,
      },
      breakpoints: BREAKPOINT_GAPS,
      on: {
        autoplayStart: () => {
          rotating.value = true;
        },
        autoplayStop: () => {
          rotating.value = false;
        },
      },
    });
    swiperRef.current = swiper;
    rotating.value = swiper.autoplay.running;
    if (reducedMotion) {
      paused.value = true;
      swiper.autoplay.stop();
    }

    const onFocusIn = () => {
      if (focusInside.current) return;
      focusInside.current = true;
      if (swiper.autoplay.running) swiper.autoplay.stop();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
      focusInside.current = false;
      if (paused.value || swiper.autoplay.running) return;
      swiper.autoplay.start();
      if (root.matches(':hover')) swiper.autoplay.pause();
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, false);
      swiperRef.current = null;
    };
  }, [enhanced]);

  return {
    paused: paused.value,
    rotating: rotating.value,
    toggle() {
      const swiper = swiperRef.current;
      paused.value = !paused.value;
      if (!swiper) return;
      if (paused.value) swiper.autoplay.stop();
      else swiper.autoplay.start();
    },
  };
}
