// The design tokens one group at a time (the Introduction page shows them all), light and dark side by side.
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ColourTokens,
  OtherTokens,
  RadiusTokens,
  ShadowTokens,
  SpacingTokens,
  TypeScale,
} from './TokenGallery';

const meta = {
  title: 'Design tokens',
  component: ColourTokens,
  // The Introduction page is these tokens' documentation.
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {};

export const Spacing: Story = { render: () => <SpacingTokens /> };

export const Type: Story = { render: () => <TypeScale /> };

export const Radii: Story = { render: () => <RadiusTokens /> };

export const Shadows: Story = { render: () => <ShadowTokens /> };

export const Shared: Story = { render: () => <OtherTokens /> };
