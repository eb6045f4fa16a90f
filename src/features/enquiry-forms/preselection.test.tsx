import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@/components/ui/test-utils';
import { tabForService, useEnquiryTab } from './preselection';

describe('tabForService', () => {
  it.each([
    ['demo-event', 'demo'],
    ['tandem-jump', 'tandem'],
    ['helicopter-jump', 'tandem'],
    ['balloon-jump', 'tandem'],
    ['media-production', 'general'],
    ['rigging-service', 'general'],
    ['other', 'general'],
    ['unknown', 'general'],
    [null, 'general'],
  ])('%s opens the %s tab', (service, tab) => {
    expect(tabForService(service)).toBe(tab);
  });
});

function TabProbe() {
  const [tab, setTab] = useEnquiryTab();
  return (
    <button type="button" onClick={() => setTab('corporate')}>
      {tab}
    </button>
  );
}

describe('useEnquiryTab', () => {
  it('opens the tab the address names, until the visitor chooses another', async () => {
    await act(async () => {
      renderWithSite(<TabProbe />, '/contact?service=balloon-jump');
    });
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('tandem');
    fireEvent.click(button);
    expect(button).toHaveTextContent('corporate');
  });

  it('opens the general tab without a service', async () => {
    await act(async () => {
      renderWithSite(<TabProbe />, '/nl/contact');
    });
    expect(screen.getByRole('button')).toHaveTextContent('general');
  });
});
