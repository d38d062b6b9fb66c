// Every icon of ours, with its name, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import * as icons from './icons';
import type { IconProps } from './icons';

const iconEntries: Array<[string, ComponentType<IconProps>]> = Object.entries(icons).filter(
  ([, value]) => typeof value === 'function',
);

function IconGallery({ size = 24 }: { size?: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem',
        listStyle: 'none',
        padding: 0,
      }}
    >
      {iconEntries.map(([name, Icon]) => (
        <li
          key={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem', fontSize: '0.75rem' }}
        >
          <Icon size={size} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/Icons',
  component: IconGallery,
  subcomponents: { WalletIcon: icons.WalletIcon },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllVariants: Story = {};

export const Large: Story = { args: { size: 40 } };

export const Dark: Story = { globals: { theme: 'dark' } };
