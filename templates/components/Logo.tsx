/** The brand mark: two overlapping circles (two people, side by side) drawn in SVG, plus the name. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="15" cy="20" r="11" fill="#0f5c63" />
      <circle cx="25" cy="20" r="11" fill="#e0a030" fillOpacity="0.85" />
      <path d="M20 11.2a11 11 0 0 1 0 17.6 11 11 0 0 1 0-17.6z" fill="#0a4348" />
    </svg>
  );
}
