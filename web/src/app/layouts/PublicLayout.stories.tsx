// The public frame (skip link, navbar, main, footer) around a stand-in page, in both themes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';

function LayoutWithPage() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          path="*"
          element={
            <div style={{ padding: '4rem 2rem' }}>
              <h1>Page content</h1>
              <p>The routed page renders here, between the navbar and the footer.</p>
            </div>
          }
        />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'App/PublicLayout',
  component: LayoutWithPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LayoutWithPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };
