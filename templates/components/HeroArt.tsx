/**
 * The home page's illustration: two figures side by side on a path over gentle hills, under a warm sun.
 * Decorative (aria-hidden), drawn in SVG so it is a few hundred bytes and sharp at every size.
 */
export function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 480 400" width="480" height="400" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="hero-art-clip">
          <circle cx="250" cy="205" r="185" />
        </clipPath>
      </defs>
      <circle cx="250" cy="205" r="185" fill="#e2efee" />
      <g clipPath="url(#hero-art-clip)">
        <circle cx="355" cy="108" r="42" fill="#f1c66b" />
        <path d="M40 300c70-52 140-70 210-58s138 4 200-40v220H40z" fill="#8fbcb8" />
        <path d="M40 330c80-40 160-44 230-26s130 14 200-14v120H40z" fill="#0f5c63" />
        <path d="M246 400c-6-32 8-52 30-68s38-30 34-52" fill="none" stroke="#fffdf9" strokeWidth="10" strokeLinecap="round" strokeDasharray="2 18" />
      </g>
      <g>
        <circle cx="214" cy="196" r="15" fill="#0a454b" />
        <path d="M190 268c0-30 10-50 24-50s24 20 24 50z" fill="#0a454b" />
        <circle cx="262" cy="190" r="15" fill="#b8741a" />
        <path d="M238 262c0-30 10-50 24-50s24 20 24 50z" fill="#b8741a" />
        <path d="M232 236c6 6 14 6 20 0" fill="none" stroke="#fffdf9" strokeWidth="5" strokeLinecap="round" />
      </g>
    </svg>
  );
}
