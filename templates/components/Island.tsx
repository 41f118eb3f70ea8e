/**
 * The server side of a hydrated widget: a wrapper that carries the widget's script URL, its props and when
 * to load it. The widget's own markup renders inside, complete and usable without JavaScript; the island
 * loader (widgets/islands) hydrates `.island__root` with the same props.
 */
import type { ReactNode } from 'react';
import { useRender, type WidgetName } from '../context.ts';

export type LoadStrategy = { on: 'visible' } | { on: 'idle' } | { on: 'interaction' } | { on: 'media'; query: string };

/** `spinner={false}`: no loading spinner (a widget that is usable before its code arrives, in a tight space). */
export function Island({ name, load, props, children, spinner = true }: { name: WidgetName; load: LoadStrategy; props: object; children: ReactNode; spinner?: boolean }) {
  const { assets } = useRender();
  return (
    <div
      className={`island island--${name}`}
      data-island={name}
      data-load={load.on}
      data-media={load.on === 'media' ? load.query : undefined}
      data-src={assets.widgetScripts[name]}
      data-props={JSON.stringify(props)}
      data-spinner={spinner ? undefined : 'off'}
    >
      <div className="island__root">{children}</div>
    </div>
  );
}
