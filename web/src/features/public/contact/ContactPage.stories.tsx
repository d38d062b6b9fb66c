// The contact page as a whole, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withApolloMocks } from '../../../test/apollo-mocks';
import { ContactPage } from './ContactPage';

const meta = {
  title: 'Features/Public/ContactPage',
  component: ContactPage,
  parameters: { layout: 'fullscreen', route: '/contact' },
  decorators: [withApolloMocks([])],
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
