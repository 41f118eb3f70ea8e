/** The first things in the tab order: jump to the main content, the navigation or the footer. */
export function SkipLinks() {
  return (
    <ul className="skip-links">
      <li>
        <a className="skip-link" href="#main-content">Skip to main content</a>
      </li>
      <li>
        <a className="skip-link" href="#site-navigation">Skip to navigation</a>
      </li>
      <li>
        <a className="skip-link" href="#site-footer">Skip to footer</a>
      </li>
    </ul>
  );
}
