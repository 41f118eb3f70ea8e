/**
 * The National Interpreter Symbol: Australia's public information symbol for "you can ask for an interpreter
 * here", endorsed by the Australian, state and territory governments, which encourage every service
 * organisation, community and private ones included, to show it (Home Affairs, "National Interpreter Symbol";
 * Victorian Government, "National interpreter symbol", with its guidelines for use). Drawn inline, so it costs
 * no request: a white figure speaking, on a blue square.
 *
 * Drawn from a description of the official symbol, not traced from its artwork: site.json lists
 * "interpreterSymbol" in `unconfirmed` until someone compares it with the official file (the Victorian
 * Multicultural Commission publishes it) and replaces this drawing with it if they differ.
 */
/** `label` names the symbol; an empty label makes it decoration, beside words that say the same (the menu's "Languages"). */
export function InterpreterSymbol({ label, className, size = 48 }: { label: string; className?: string; size?: number }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={className ? `interpreter-symbol ${className}` : 'interpreter-symbol'} viewBox="0 0 100 100" width={size} height={size} {...named} focusable="false">
      <rect width="100" height="100" fill="#0b4f9c" />
      {/* Head and shoulders of a person, facing the speech bubble. */}
      <circle cx="36" cy="44" r="13" fill="#fff" />
      <path d="M13 88c0-16 10.3-25 23-25s23 9 23 25z" fill="#fff" />
      {/* The speech bubble, its tail toward the speaker's mouth. */}
      <path d="M56 12h28a6 6 0 0 1 6 6v20a6 6 0 0 1-6 6H68l-12 10 3-10h-3a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z" fill="#fff" />
      <path d="M60 22h20M60 30h14" stroke="#0b4f9c" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
