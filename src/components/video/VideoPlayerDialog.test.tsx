import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@contract/language.ts';
import { playerCopy } from './player-copy';
import { VideoPlayerDialog, type CaptionFile } from './VideoPlayerDialog';

const captionsUrl = (lang: Language) =>
  `https://project.supabase.co/storage/v1/object/public/videos/uploads/jump.${lang}.vtt`;
const bothCaptions: CaptionFile[] = [
  { lang: 'en', url: captionsUrl('en') },
  { lang: 'nl', url: captionsUrl('nl') },
];

function Player({
  startOpen = true,
  captions = [],
  lang = 'en',
}: {
  startOpen?: boolean;
  captions?: CaptionFile[];
  lang?: Language;
}) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Half-time jump card
      </button>
      {open && (
        <VideoPlayerDialog
          src="/videos/jump.mp4"
          captions={captions}
          lang={lang}
          title="Half-time jump"
          open
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}

const video = () => document.querySelector('video') as HTMLVideoElement;
const tracks = () => [...document.querySelectorAll('track')];
const trackSummary = () =>
  tracks().map((track) => ({
    kind: track.getAttribute('kind'),
    srclang: track.getAttribute('srclang'),
    label: track.getAttribute('label'),
    src: track.getAttribute('src'),
    default: track.hasAttribute('default'),
  }));

describe('VideoPlayerDialog', () => {
  it('shows a loading state until the metadata arrives', () => {
    render(<Player />);
    expect(screen.getByRole('dialog', { name: 'Half-time jump' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', '/videos/jump.mp4');
    expect(screen.getByRole('status')).toHaveTextContent('Loading video…');
    fireEvent.loadedMetadata(video());
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
  });

  it('follows playing and paused', () => {
    render(<Player />);
    fireEvent.loadedMetadata(video());
    fireEvent.play(video());
    expect(screen.getByRole('status')).toHaveTextContent('Playing');
    fireEvent.pause(video());
    expect(screen.getByRole('status')).toHaveTextContent('Paused');
  });

  it('says the video is not available when it cannot be loaded', () => {
    render(<Player />);
    fireEvent.error(video());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Video Not Available - This video is currently being processed or unavailable.',
    );
    expect(alert).toHaveTextContent('Could not load video metadata');
    expect(document.querySelector('video')).toBeNull();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Player />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus back to the card that opened it', async () => {
    const user = userEvent.setup();
    render(<Player startOpen={false} />);
    const card = screen.getByRole('button', { name: 'Half-time jump card' });
    await user.click(card);
    expect(screen.getByRole('dialog', { name: 'Half-time jump' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(card).toHaveFocus());
  });

  it.each([
    { lang: 'en', labels: ['English', 'Dutch'], defaults: [true, false] },
    { lang: 'nl', labels: ['Engels', 'Nederlands'], defaults: [false, true] },
  ] as const)(
    'offers a caption track per language, labelled in the page language, with its captions by default ($lang)',
    ({ lang, labels, defaults }) => {
      render(<Player captions={bothCaptions} lang={lang} />);
      expect(trackSummary()).toEqual([
        { kind: 'captions', srclang: 'en', label: labels[0], src: captionsUrl('en'), default: defaults[0] },
        { kind: 'captions', srclang: 'nl', label: labels[1], src: captionsUrl('nl'), default: defaults[1] },
      ]);
      // Without it, the browser refuses the tracks from the storage host.
      expect(video()).toHaveAttribute('crossorigin', 'anonymous');
      expect(screen.queryByText(playerCopy[lang].noCaptions)).not.toBeInTheDocument();
    },
  );

  it('offers the captions it has, shown by default only in the page language', () => {
    render(<Player captions={[{ lang: 'en', url: captionsUrl('en') }]} lang="nl" />);
    expect(trackSummary()).toEqual([
      { kind: 'captions', srclang: 'en', label: 'Engels', src: captionsUrl('en'), default: false },
    ]);
    expect(screen.queryByText('Deze video heeft geen ondertiteling.')).not.toBeInTheDocument();
  });

  it.each([
    { lang: 'en', note: 'Captions are not available for this video.' },
    { lang: 'nl', note: 'Deze video heeft geen ondertiteling.' },
  ] as const)('says so when the video has no captions ($lang)', ({ lang, note }) => {
    render(<Player lang={lang} />);
    expect(tracks()).toEqual([]);
    expect(video()).not.toHaveAttribute('crossorigin');
    expect(screen.getByText(note)).toBeVisible();
    fireEvent.loadedMetadata(video());
    expect(screen.getByText(note)).toBeVisible();
  });
});
