// The autodocs page of every stories file: Storybook's own page, except where the file's `component` is an example
// built in the stories file (a table with sample rows, a form holding every field) and the real components are its
// `subcomponents`: then the page is about them — their description and one props table each — not about the example.
import {
  ArgTypes,
  Description,
  DocsPage,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { ComponentType } from 'react';

/** react-docgen-typescript attaches this to every component of web/src; stories files are left out of it. */
function hasDocgen(component: unknown): boolean {
  return (typeof component === 'function' || typeof component === 'object') && component !== null
    ? '__docgenInfo' in component
    : false;
}

export function ComponentDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const subcomponents: Record<string, ComponentType> = preparedMeta.subcomponents ?? {};
  const documented = Object.entries(subcomponents);
  const [first] = documented;
  if (hasDocgen(preparedMeta.component) || !first) return <DocsPage />;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of={first[1]} />
      <Primary />
      {/* No Controls block: it would table the example's own args beside the real components'. */}
      {documented.map(([name, component], index) => (
        <div key={name}>
          <Heading>{name}</Heading>
          {index > 0 ? <Description of={component} /> : null}
          <ArgTypes of={component} />
        </div>
      ))}
      <Stories />
    </>
  );
}
