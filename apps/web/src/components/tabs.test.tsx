import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example() {
  const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      value={value}
      onValueChange={setValue}
      label="Kinds"
      items={[
        { value: 'a', label: 'Alpha', panel: <p>Alpha panel</p> },
        { value: 'b', label: 'Beta', panel: <p>Beta panel</p> },
        { value: 'c', label: 'Gamma', panel: <p>Gamma panel</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the selected tab’s panel only, labelled by its tab', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Kinds' })).toBeInTheDocument();
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('Alpha panel');
    expect(tab('Alpha')).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
    expect(screen.queryByText('Beta panel')).not.toBeInTheDocument();
  });

  it('selects a clicked tab', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('Gamma'));
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('Gamma panel');
  });

  it('is one tab stop, moved and activated with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    expect(tab('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Beta')).toHaveFocus();
    expect(tab('Beta')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Gamma')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('Alpha')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Alpha')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveFocus();
  });
});
