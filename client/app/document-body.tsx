// React's useId derives ids from where a component sits in the tree. The server renders the app
// inside <html>'s second child (server/render/document.tsx: <head>, then <body>), in the first of
// the body's two (#root, then the script that starts the page's scripts), the browser
// hydrates #root alone: without this, every id useId makes differs between the two, and labels,
// ARIA references and SVG clip paths made after hydration point at ids that are not there. The
// browser renders the app at the same place among siblings, which gives both sides the same ids
// (test/server/render/use-id.test.tsx keeps them in step).
import { Fragment, type ReactNode } from 'react';

export function AtDocumentBody({ children }: { children: ReactNode }) {
  return [
    <Fragment key="head" />,
    <Fragment key="body">{[<Fragment key="root">{children}</Fragment>, <Fragment key="start" />]}</Fragment>,
  ];
}
