import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VerdictDetails, type VerdictDetailsData } from '../../src/components/verdict-details';

const denied: VerdictDetailsData = {
  tone: 'denied',
  summary: 'Denied (2 reasons)',
  reasons: [
    { code: 'CYCLE_DETECTED', title: 'Agent already in the chain', reason: 'a already appears' },
    { code: 'DEPTH_EXCEEDED', title: 'Delegation chain too deep', reason: 'chain is 4 deep' },
  ],
  context: [
    { label: 'Agent id', value: 'b' },
    { label: 'Tenant', value: 'wholesale' },
  ],
  chain: ['desk', 'a', 'b', 'a'],
};

describe('VerdictDetails', () => {
  it('lists every denial with its code, title and reason', () => {
    render(<VerdictDetails data={denied} />);
    expect(screen.getByText('Denied (2 reasons)')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Denials' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'CYCLE_DETECTEDAgent already in the chaina already appears',
      'DEPTH_EXCEEDEDDelegation chain too deepchain is 4 deep',
    ]);
  });

  it('shows the context as labelled terms and the chain in order, marking the agent asked', () => {
    render(<VerdictDetails data={denied} />);
    expect(screen.getByText('Agent id').nextElementSibling).toHaveTextContent('b');
    const chain = within(screen.getByRole('list', { name: 'Chain' }));
    expect(chain.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'desk',
      'a',
      'b',
      'a (asked)',
    ]);
  });

  it('has no denials section for an allowed verdict', () => {
    render(
      <VerdictDetails data={{ ...denied, tone: 'allowed', summary: 'Allowed', reasons: [] }} />,
    );
    expect(screen.getByText('Allowed')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Denials' })).not.toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<VerdictDetails data={denied} headingLevel={4} />);
    expect(screen.getByRole('heading', { name: 'Chain', level: 4 })).toBeInTheDocument();
  });
});
