/**
 * Server markup for the site's forms, made from their definitions (fields.ts, forms.ts). It is a complete
 * HTML form that works with JavaScript off: it posts to the receiver (or to the configured form service).
 * The browser script (client.ts) adds checks as you go, a draft kept on the device when the person asks, and a
 * safe resend.
 *
 * Notices sit before or after a question: shown always, or only when a condition holds. A notice or a
 * question marked `reveal` is hidden until its condition holds, with or without script (the receiver
 * reveals it when a send without script needs it).
 */
import { Fragment, type ReactNode } from 'react';
import type { FormDelivery } from './delivery.ts';
import { ACCEPT } from './document-types.ts';
import { allFields, FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, type Choice, type Condition, type Field, type FieldGroup, type FormDefinition } from './fields.ts';

export interface FormNotice {
  node: ReactNode;
  showWhen?: Condition;
  /** Hidden until `showWhen` holds, also without script. */
  reveal?: boolean;
  id?: string;
  /** Under a choice: the id of the notice's heading, which then describes the choice (a screen reader says it). */
  describes?: string;
}

/**
 * Notices to show before or after a question, or right under one of its choices (GOV.UK's conditional
 * reveal), by the question's name (and the choice's value).
 */
export type FormNotices = Record<string, { before?: FormNotice; after?: FormNotice; choices?: Record<string, FormNotice> }>;

const hintId = (id: string) => `${id}-hint`;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function showWhenAttr(condition: FieldGroup['showWhen']): string | undefined {
  return condition ? JSON.stringify(condition) : undefined;
}

/** The attributes of an element shown only when a condition holds (and hidden from the start when it is revealed). */
function conditional(condition: Condition | undefined, reveal: boolean | undefined) {
  return {
    'data-show-when': showWhenAttr(condition),
    ...(reveal && condition ? { 'data-reveal': '', hidden: true } : {}),
  };
}

function Notice({ notice }: { notice: FormNotice }) {
  return (
    <div className="form-notice" id={notice.id} tabIndex={notice.id ? -1 : undefined} {...conditional(notice.showWhen, notice.reveal)}>
      {notice.node}
    </div>
  );
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="field__hint" id={hintId(id)}>
      {text}
    </p>
  ) : null;
}

function ChoiceList({ kind, form, field, choices, type, notices }: { kind: string; form: string; field: Field; choices: readonly Choice[]; type: 'radio' | 'checkbox'; notices?: Record<string, FormNotice> | undefined }) {
  return (
    <div className={`choices choices--${type}`}>
      {choices.map((choice, index) => {
        const id = `${form}-${field.name}-${index}`;
        const notice = notices?.[choice.value];
        return (
          <Fragment key={choice.value}>
            <div className="choice">
              <input
                className="choice__input"
                id={id}
                name={field.name}
                type={type}
                value={choice.value}
                aria-describedby={[choice.hint ? hintId(id) : '', notice?.describes ?? ''].filter(Boolean).join(' ') || undefined}
                required={type === 'radio' && field.required === true && kind !== 'local' ? true : undefined}
              />
              <label className="choice__label" htmlFor={id}>
                {choice.label}
              </label>
              {choice.hint ? (
                <p className="choice__hint" id={hintId(id)}>
                  {choice.hint}
                </p>
              ) : null}
            </div>
            {notice ? <Notice notice={notice} /> : null}
          </Fragment>
        );
      })}
    </div>
  );
}

type FieldAttributes = { 'data-field': string; 'data-show-when': string | undefined; 'data-reveal'?: string; hidden?: boolean };

/** One control with its label and hint, in the wrapper the error markup and show-when rules look for. */
function LabelledField({ id, field, common, children }: { id: string; field: Field; common: FieldAttributes; children: ReactNode }) {
  return (
    <div className="field" {...common}>
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      <Hint id={id} text={field.hint} />
      {children}
    </div>
  );
}

function FieldView({ form, field, delivery, choiceNotices }: { form: FormDefinition; field: Field; delivery: FormDelivery; choiceNotices?: Record<string, FormNotice> | undefined }) {
  const id = `${form.kind}-${field.name}`;
  const native = delivery.kind !== 'local' && field.required === true;
  const common: FieldAttributes = { 'data-field': field.name, ...conditional(field.showWhen, field.reveal) };
  const words = form.text;
  switch (field.kind) {
    case 'fixed':
      return <input type="hidden" name={field.name} value={field.value} />;
    case 'radios':
    case 'checkboxes':
      return (
        <fieldset className="field field--choices" {...common} aria-describedby={describedBy(field.hint && hintId(id))}>
          <legend className="field__label">{field.label}</legend>
          <Hint id={id} text={field.hint} />
          <ChoiceList kind={delivery.kind} form={form.kind} field={field} choices={field.choices} type={field.kind === 'radios' ? 'radio' : 'checkbox'} notices={choiceNotices} />
        </fieldset>
      );
    case 'consent':
      return (
        <div className="field field--consent" {...common}>
          <div className="choice">
            <input className="choice__input" id={id} name={field.name} type="checkbox" value="yes" required={native || undefined} />
            <label className="choice__label" htmlFor={id}>
              {field.label}
            </label>
          </div>
        </div>
      );
    case 'date':
      return (
        <fieldset className="field field--date" {...common} aria-describedby={describedBy(field.hint && hintId(id))}>
          <legend className="field__label">{field.label}</legend>
          <Hint id={id} text={field.hint} />
          <div className="date-input">
            {(
              [
                ['day', words.dateParts.day, 2, 'bday-day'],
                ['month', words.dateParts.month, 2, 'bday-month'],
                ['year', words.dateParts.year, 4, 'bday-year'],
              ] as const
            ).map(([part, label, size, autocomplete]) => (
              <div key={part} className="date-input__item">
                <label className="date-input__label" htmlFor={`${id}-${part}`}>
                  {label}
                </label>
                <input
                  className={`input date-input__input date-input__input--${part}`}
                  id={`${id}-${part}`}
                  name={`${field.name}-${part}`}
                  type="text"
                  inputMode="numeric"
                  maxLength={size}
                  autoComplete={autocomplete}
                  required={native || undefined}
                  pattern={delivery.kind === 'local' ? undefined : '[0-9]*'}
                />
              </div>
            ))}
          </div>
        </fieldset>
      );
    case 'select':
      return (
        <LabelledField id={id} field={field} common={common}>
          <select className="select" id={id} name={field.name} aria-describedby={describedBy(field.hint && hintId(id))} required={native || undefined} defaultValue="">
            <option value="">{words.chooseOne}</option>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </LabelledField>
      );
    case 'files':
      // A file picker: without script the form posts the files (multipart) for the receiver to encrypt; with
      // script, the browser encrypts each before sending (documents-client.ts).
      return (
        <LabelledField id={id} field={field} common={common}>
          <input className="file-input" id={id} name={field.name} type="file" multiple accept={ACCEPT} aria-describedby={describedBy(field.hint && hintId(id))} />
        </LabelledField>
      );
    case 'textarea':
      return (
        <LabelledField id={id} field={field} common={common}>
          <textarea className="textarea" id={id} name={field.name} rows={5} maxLength={field.maxLength} aria-describedby={describedBy(field.hint && hintId(id))} required={native || undefined} />
        </LabelledField>
      );
    default:
      return (
        <LabelledField id={id} field={field} common={common}>
          <input
            className={`input input--${field.width ?? 'long'}`}
            id={id}
            name={field.name}
            type={field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text'}
            inputMode={field.inputMode}
            autoComplete={field.autocomplete ?? 'off'}
            maxLength={field.maxLength}
            spellCheck={field.kind === 'email' ? false : undefined}
            aria-describedby={describedBy(field.hint && hintId(id))}
            required={native || undefined}
            pattern={delivery.kind !== 'local' && field.kind === 'postcode' ? '[0-9]{4}' : undefined}
          />
        </LabelledField>
      );
  }
}

function Group({ form, group, delivery, notices }: { form: FormDefinition; group: FieldGroup; delivery: FormDelivery; notices: FormNotices }) {
  const fields = group.fields.map((field) => {
    const around = notices[field.name];
    return (
      <FieldWithNotices key={field.name} before={around?.before} after={around?.after}>
        <FieldView form={form} field={field} delivery={delivery} choiceNotices={around?.choices} />
      </FieldWithNotices>
    );
  });
  const attributes = { className: 'form__group', id: `${form.kind}-group-${group.id}`, 'data-show-when': showWhenAttr(group.showWhen) };
  // A part without a legend (a form of one part, or the opening questions) needs no fieldset of its own.
  if (!group.legend) return <div {...attributes}>{fields}</div>;
  return (
    <fieldset {...attributes}>
      <legend className="form__legend">{group.legend}</legend>
      {group.hint ? <p className="field__hint">{group.hint}</p> : null}
      {fields}
    </fieldset>
  );
}

function FieldWithNotices({ before, after, children }: { before?: FormNotice | undefined; after?: FormNotice | undefined; children: ReactNode }) {
  return (
    <>
      {before ? <Notice notice={before} /> : null}
      {children}
      {after ? <Notice notice={after} /> : null}
    </>
  );
}

export interface FormViewProps {
  form: FormDefinition;
  delivery: FormDelivery;
  notice: ReactNode;
  crisisNotice?: ReactNode;
  /** Words before the questions (an interest form's program). */
  intro?: ReactNode;
  notices?: FormNotices;
  /** The form's title is a heading of this level (3 inside a page's section). */
  titleLevel?: 2 | 3;
  /** A look of its own: `easy` for Easy Read (larger type and targets). */
  variant?: 'easy';
}

export function FormView({ form, delivery, notice, crisisNotice, intro, notices = {}, titleLevel = 2, variant }: FormViewProps) {
  const netlify = delivery.kind === 'netlify';
  const Title = `h${titleLevel}` as const;
  const words = form.text;
  return (
    <form
      className={variant ? `form form--${variant}` : 'form'}
      id={`${form.kind}-form`}
      data-form={form.kind}
      data-scope={form.scope}
      method="post"
      action={delivery.action}
      // A form that takes documents sends them, and its answers, as multipart (only to our own receiver).
      encType={allFields(form).some((field) => field.kind === 'files') ? 'multipart/form-data' : undefined}
      acceptCharset="utf-8"
      noValidate={delivery.kind === 'local' || undefined}
      aria-labelledby={`${form.kind}-form-title`}
      {...(netlify ? { name: form.kind, 'data-netlify': 'true', 'netlify-honeypot': HONEYPOT_FIELD } : {})}
    >
      <Title className="form__title" id={`${form.kind}-form-title`}>
        {form.title}
      </Title>
      <div className="error-summary" data-error-summary="" tabIndex={-1} hidden />
      <input type="hidden" name={FORM_NAME_FIELD} value={form.kind} />
      <input type="hidden" name={SUBMISSION_ID_FIELD} value="" />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${form.kind}-${HONEYPOT_FIELD}`}>{words.honeypotLabel}</label>
        <input id={`${form.kind}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Keeping a draft needs the script (and a browser that lets it store): shown once it runs. The box has no name: never sent. */}
      <div className="form__draft" data-draft-status="" hidden>
        <div className="choice">
          <input className="choice__input" id={`${form.kind}-keep-draft`} type="checkbox" data-draft-keep="" />
          <label className="choice__label" htmlFor={`${form.kind}-keep-draft`}>
            {words.keepDraft}
          </label>
        </div>
        <p className="form__draft-message" data-draft-message="" role="status" />
      </div>
      {intro}
      {form.groups.map((group) => (
        <Group key={group.id} form={form} group={group} delivery={delivery} notices={notices} />
      ))}
      {crisisNotice}
      <div className="form__submit">
        <div className="collection-notice">{notice}</div>
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" data-submit="">
            {form.submitLabel}
          </button>
          {/* A reset button: empties the form in place with or without script; the script also deletes any kept draft. */}
          <button type="reset" className="link-button form__clear" data-draft-clear="">
            {words.clearDraft}
          </button>
          <p className="form__status" data-form-status="" role="status" aria-live="polite" />
        </div>
      </div>
    </form>
  );
}
