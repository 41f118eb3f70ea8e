/** Where this page sits: Home > Section > Page. The last crumb is the current page. */
export interface Crumb {
  label: string;
  href: string;
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {trail.map((crumb, index) => (
          <li key={crumb.href} className="breadcrumbs__item">
            {index === trail.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.label}
              </a>
            ) : (
              <a href={crumb.href}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
