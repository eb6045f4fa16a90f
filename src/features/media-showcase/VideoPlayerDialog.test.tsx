import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mediaShowcaseCopy } from './copy';
import { VideoPlayerDialog } from './VideoPlayerDialog';

const copy = mediaShowcaseCopy.en.player;

function Player({ startOpen = true }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Half-time jump card
      </button>
      {open && (
        <VideoPlayerDialog
          src="/videos/jump.mp4"
          title="Half-time jump"
          open
          onOpenChange={setOpen}
          copy={copy}
        />
      )}
    </>
  );
}

const video = () => document.querySelector('video') as HTMLVideoElement;

describe('VideoPlayerDialog', () => {
  it('shows a loading state until the metadata arrives', () => {
    render(<Player />);
    expect(screen.getByRole('dialog', { name: 'Half-time jump' })).toBeInTheDocument();
    expect(video()).toHaveAttribute('src', '/videos/jump.mp4');
    expect(screen.getByRole('status')).toHaveTextContent('Loading video...');
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
});
