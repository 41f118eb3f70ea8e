/** The whole page: head, skip links, header, the page's main content, footer. */
import { Footer } from './Footer.tsx';
import { Head } from './Head.tsx';
import { Header } from './Header.tsx';
import { SkipLinks } from './components/SkipLinks.tsx';
import type { WidgetName } from './context.ts';

export function Document({ mainHtml, widgets }: { mainHtml: string; widgets: readonly WidgetName[] }) {
  return (
    <html lang="en-AU">
      <Head widgets={widgets} />
      <body>
        <SkipLinks />
        <Header />
        <main id="main-content" className="site-main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: mainHtml }} />
        <Footer />
      </body>
    </html>
  );
}
