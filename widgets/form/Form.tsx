/**
 * Server markup for the referral and contact forms, made from their definitions (fields.ts). It is a
 * complete HTML form that works with JavaScript off: it posts to the receiver (or to the configured form
 * service). The browser script (client.ts) adds checks as you go, a saved draft and a safe resend.
 */
import type { ReactNode } from 'react';
import type { FormDelivery } from './delivery.ts';
import { FORM_NAME_FIELD, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, type Choice, type Field, type FieldGroup, type FormDefinition } from './fields.ts';

const hintId = (id: string) => `${id}-hint`;

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function showWhenAttr(condition: FieldGroup['showWhen']): string | undefined {
  return condition ? JSON.stringify(condition) : undefined;
}

function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="field__hint" id={hintId(id)}>
      {text}
    </p>
  ) : null;
}

function ChoiceList({ kind, form, field, choices, type }: { kind: string; form: string; field: Field; choices: readonly Choice[]; type: 'radio' | 'checkbox' }) {
  return (
    <div className={`choices choices--${type}`}>
      {choices.map((choice, index) => {
        const id = `${form}-${field.name}-${index}`;
        return (
          <div key={choice.value} className="choice">
            <input
              className="choice__input"
              id={id}
              name={field.name}
              type={type}
              value={choice.value}
              aria-describedby={choice.hint ? hintId(id) : undefined}
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
        );
      })}
    </div>
  );
}

type FieldAttributes = { 'data-field': string; 'data-show-when': string | undefined };

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

function FieldView({ form, field, delivery }: { form: FormDefinition; field: Field; delivery: FormDelivery }) {
  const id = `${form.kind}-${field.name}`;
  const native = delivery.kind !== 'local' && field.required === true;
  const common: FieldAttributes = { 'data-field': field.name, 'data-show-when': showWhenAttr(field.showWhen) };
  switch (field.kind) {
    case 'radios':
    case 'checkboxes':
      return (
        <fieldset className="field field--choices" {...common} aria-describedby={describedBy(field.hint && hintId(id))}>
          <legend className="field__label">{field.label}</legend>
          <Hint id={id} text={field.hint} />
          <ChoiceList kind={delivery.kind} form={form.kind} field={field} choices={field.choices} type={field.kind === 'radios' ? 'radio' : 'checkbox'} />
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
                ['day', 'Day', 2, 'bday-day'],
                ['month', 'Month', 2, 'bday-month'],
                ['year', 'Year', 4, 'bday-year'],
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
            <option value="">Choose one</option>
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
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

export function FormView({ form, delivery, notice, crisisNotice }: { form: FormDefinition; delivery: FormDelivery; notice: ReactNode; crisisNotice?: ReactNode }) {
  const netlify = delivery.kind === 'netlify';
  return (
    <form
      className="form"
      id={`${form.kind}-form`}
      data-form={form.kind}
      method="post"
      action={delivery.action}
      acceptCharset="utf-8"
      noValidate={delivery.kind === 'local' || undefined}
      aria-labelledby={`${form.kind}-form-title`}
      {...(netlify ? { name: form.kind, 'data-netlify': 'true', 'netlify-honeypot': HONEYPOT_FIELD } : {})}
    >
      <h2 className="form__title" id={`${form.kind}-form-title`}>
        {form.title}
      </h2>
      <div className="error-summary" data-error-summary="" tabIndex={-1} hidden />
      <input type="hidden" name={FORM_NAME_FIELD} value={form.kind} />
      <input type="hidden" name={SUBMISSION_ID_FIELD} value="" />
      <div className="form__trap" aria-hidden="true">
        <label htmlFor={`${form.kind}-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input id={`${form.kind}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="form__draft" data-draft-status="" hidden>
        <span data-draft-message="">Your answers are saved in this browser as you type.</span>{' '}
        <button type="button" className="link-button" data-draft-clear="">
          Clear saved draft
        </button>
      </p>
      {form.groups.map((group) => (
        <fieldset key={group.id} className="form__group" id={`${form.kind}-group-${group.id}`} data-show-when={showWhenAttr(group.showWhen)}>
          <legend className="form__legend">{group.legend}</legend>
          {group.hint ? <p className="field__hint">{group.hint}</p> : null}
          {group.fields.map((field) => (
            <FieldView key={field.name} form={form} field={field} delivery={delivery} />
          ))}
        </fieldset>
      ))}
      {crisisNotice}
      <div className="form__submit">
        <div className="collection-notice">{notice}</div>
        <div className="form__actions">
          <button type="submit" className="button button--primary button--large" data-submit="">
            {form.submitLabel}
          </button>
          <p className="form__status" data-form-status="" role="status" aria-live="polite" />
        </div>
      </div>
    </form>
  );
}
