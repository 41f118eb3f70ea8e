/** Rendered markdown. The HTML comes from our own unified pipeline, which drops any raw HTML in content. */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `prose ${className}` : 'prose'} dangerouslySetInnerHTML={{ __html: html }} />;
}
