import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, expect, it } from 'vitest';
import { LanguageProvider } from '@/i18n/language-context';
import { EnquiryForm } from './EnquiryForm';

const site = (
  <MemoryRouter initialEntries={['/contact']}>
    <LanguageProvider>
      <EnquiryForm tab="general" />
    </LanguageProvider>
  </MemoryRouter>
);

// The form loads its validation on the first change or submission; loaded here, the submission's
// answer is not held up by a cold import.
beforeAll(() => import('./validation'));

it('keeps, and sends, what a visitor typed into the prerendered form before its code took over', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(site);
  document.body.append(container);
  const name = container.querySelector<HTMLInputElement>('input[autocomplete="name"]');
  if (!name) throw new Error('no name field');
  name.value = 'Anna de Vries';
  await act(async () => {
    hydrateRoot(container, site);
  });
  expect(name.value).toBe('Anna de Vries');
  await act(async () => {
    fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  });
  // The other required fields are empty, so the form asks for them, and not for the name it has.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Email:/));
  expect(screen.getByRole('alert')).not.toHaveTextContent(/Name:/);
});
