/**
 * FAQ accordion (spec section 4): collapsed shows answerPreview, expanded shows fullAnswer, and the
 * chevron flips to match. Without JavaScript every question shows its full answer. Once enhanced, each
 * question is a button with aria-expanded and aria-controls; collapsed answers use hidden="until-found" so
 * the browser's find-in-page still finds them and opens the right one.
 */
import { useSignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Icon } from '../shared/Icon.tsx';
import { useEnhanced } from '../shared/use-enhanced.ts';

export interface FaqEntry {
  id: string;
  question: string;
  answerPreview: string;
  fullAnswerHtml: string;
}

export interface FaqProps {
  items: FaqEntry[];
  headingLevel: 2 | 3 | 4;
}

function FaqItem({ item, headingLevel, enhanced }: { item: FaqEntry; headingLevel: 2 | 3 | 4; enhanced: boolean }) {
  useSignals();
  const open = useSignal(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  const answerId = `${item.id}-answer`;
  const questionId = `${item.id}-question`;

  useEffect(() => {
    const answer = answerRef.current;
    if (!enhanced || !answer) return undefined;
    // React does not render hidden="until-found"; set it directly while collapsed.
    if (open.value) answer.removeAttribute('hidden');
    else answer.setAttribute('hidden', 'until-found');
    const onBeforeMatch = () => {
      open.value = true;
    };
    answer.addEventListener('beforematch', onBeforeMatch);
    return () => answer.removeEventListener('beforematch', onBeforeMatch);
  }, [enhanced, open.value]);

  return (
    <div className="faq__item" data-expanded={enhanced && open.value ? 'true' : undefined}>
      <Heading className="faq__question">
        {enhanced ? (
          <button
            type="button"
            id={questionId}
            className="faq__button"
            aria-expanded={open.value ? 'true' : 'false'}
            aria-controls={answerId}
            onClick={() => {
              open.value = !open.value;
            }}
          >
            <span className="faq__question-text">{item.question}</span>
            <Icon name="chevron" className="faq__chevron" />
          </button>
        ) : (
          <span id={questionId} className="faq__question-text">
            {item.question}
          </span>
        )}
      </Heading>
      <p className="faq__preview">{item.answerPreview}</p>
      <div ref={answerRef} id={answerId} className="faq__answer prose" dangerouslySetInnerHTML={{ __html: item.fullAnswerHtml }} />
    </div>
  );
}

export function Faq({ items, headingLevel }: FaqProps) {
  const enhanced = useEnhanced();
  return (
    <div className="faq" data-enhanced={enhanced ? 'true' : undefined}>
      {items.map((item) => (
        <FaqItem key={item.id} item={item} headingLevel={headingLevel} enhanced={enhanced} />
      ))}
    </div>
  );
}
