/**
 * The search form: a labelled search field and a button that send the words to /search/ (GET), so it works
 * with no script at all. On /resources/ and the 404 page it stands alone; on /search/ the search widget
 * enhances it (results as you type). It is one tab stop for the field and one for the button.
 */
export const SEARCH_PATH = '/search/';

/** The form's words: the field's label, the button, and the hint under the label. */
export interface SearchFormWords {
  label: string;
  button: string;
  hint: string;
}

export function SearchForm({ id, words: form, hint = true, compact = false }: { id: string; words: SearchFormWords; hint?: boolean; compact?: boolean }) {
  const hintId = `${id}-hint`;
  return (
    <form className={`search-form${compact ? ' search-form--compact' : ''}`} action={SEARCH_PATH} method="get" role="search" data-search-form="">
      <label className="search-form__label" htmlFor={id}>
        {form.label}
      </label>
      {hint ? (
        <p id={hintId} className="search-form__hint">
          {form.hint}
        </p>
      ) : null}
      <div className="search-form__row">
        <input
          id={id}
          className="search-form__input"
          type="search"
          name="q"
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={hint ? hintId : undefined}
          data-search-input=""
        />
        <button className="button button--primary search-form__button" type="submit">
          {form.button}
        </button>
      </div>
    </form>
  );
}
