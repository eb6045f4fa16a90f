import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Camera, Clapperboard, Play, Scissors, Send, type IconComponent } from '@/components/icons';
import { CameraIllustration } from '@/components/illustrations/CameraIllustration';
import { useLoadErrorToast } from '@/components/toasts/load-error-toast';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { VideoPlayerDialog } from '@/components/video/VideoPlayerDialog';
import { useLanguage } from '@/i18n/language-context';
import { queryClient } from '@/lib/live-data/query-client';
import { pathFor } from '@/routing/paths';
import { business } from '@contract/business.ts';
import { mediaShowcaseCopy, type MediaServiceKey, type SampleVideo } from './copy';
import { fetchShowcaseVideos, matchSampleVideos } from './uploaded-videos';

const serviceIcons: Record<MediaServiceKey, IconComponent> = {
  photography: Camera,
  video: Clapperboard,
  editing: Scissors,
  delivery: Send,
};

const cardClass =
  'group block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-slate-200 hover:ring-brand-500 dark:bg-slate-900 dark:ring-slate-700';

function VideoCardBody({ video, action }: { video: SampleVideo; action: string }) {
  const { lang } = useLanguage();
  const copy = mediaShowcaseCopy[lang];
  return (
    <>
      <span className="relative block">
        <CameraIllustration className="aspect-video h-auto w-full" />
        <span className="absolute inset-0 m-auto flex h-14 w-14 items-center justify-center rounded-full bg-signal-600 text-white shadow-lg group-hover:scale-105">
          <Play aria-hidden="true" size={24} />
        </span>
        <span className="absolute bottom-2 right-2 rounded bg-black/80 px-2 py-0.5 text-xs font-semibold text-white">
          <span className="sr-only">{`${copy.durationLabel}: `}</span>
          {video.duration}
        </span>
      </span>
      <span className="block p-4">
        <span className="block text-xs font-bold uppercase tracking-wider text-signal-600 dark:text-signal-500">
          {video.type}
        </span>
        <span className="mt-1 block font-bold text-brand-900 dark:text-white">{video.title}</span>
        <span className="sr-only">{` (${action})`}</span>
      </span>
    </>
  );
}

function MediaShowcase() {
  const { lang } = useLanguage();
  const copy = mediaShowcaseCopy[lang];
  const [playing, setPlaying] = useState<SampleVideo | null>(null);
  const showcase = useQuery({ queryKey: ['videos'], queryFn: fetchShowcaseVideos });
  useLoadErrorToast(showcase.isError, 'videos', copy.loadError, lang);
  const videos = matchSampleVideos(copy.videos, showcase.data ?? { uploads: [], assignments: [] }, lang);
  return (
    <section
      id="media-showcase"
      aria-labelledby="media-showcase-title"
      className="bg-white py-20 dark:bg-slate-950"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="media-showcase-title" eyebrow={copy.eyebrow} title={copy.title}>
          {copy.lead}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.services.map((service) => {
            const Icon = serviceIcons[service.key];
            return (
              <li
                key={service.key}
                className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
              >
                <Icon aria-hidden="true" size={28} className="text-brand-600 dark:text-brand-300" />
                <h3 className="mt-3 text-lg font-bold text-brand-900 dark:text-white">{service.title}</h3>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{service.text}</p>
              </li>
            );
          })}
        </ul>

        <div id="video-samples" className="mt-20 scroll-mt-20">
          <h3 className="text-center text-2xl font-extrabold text-brand-900 dark:text-white sm:text-3xl">
            {copy.samplesTitle}
          </h3>
          <p className="mt-2 text-center text-slate-700 dark:text-slate-300">{copy.samplesLead}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {videos.map((video) => (
              <li key={video.key}>
                {video.videoUrl ? (
                  <button type="button" className={cardClass} onClick={() => setPlaying(video)}>
                    <VideoCardBody video={video} action={copy.play} />
                  </button>
                ) : (
                  <a
                    href={business.social.instagram}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={cardClass}
                  >
                    <VideoCardBody video={video} action={copy.opensSocial} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-16 flex flex-col items-center gap-4 rounded-2xl bg-brand-900 p-8 text-center text-white">
          <h3 className="text-2xl font-bold">{copy.ctaTitle}</h3>
          <p className="text-brand-100">{copy.ctaText}</p>
          <Link to={pathFor('contact', lang)} className="btn-primary" data-cta="media-showcase.closing">
            {copy.ctaButton}
          </Link>
        </div>
      </div>
      {playing?.videoUrl && (
        <VideoPlayerDialog
          src={playing.videoUrl}
          captions={playing.captions ?? []}
          lang={lang}
          title={playing.title}
          open
          onOpenChange={(open) => !open && setPlaying(null)}
        />
      )}
    </section>
  );
}

/** The media services, sample videos (playing the uploaded ones) and a call to action. */
export default function MediaShowcaseSection() {
  return (
    <QueryClientProvider client={queryClient}>
      <MediaShowcase />
    </QueryClientProvider>
  );
}
