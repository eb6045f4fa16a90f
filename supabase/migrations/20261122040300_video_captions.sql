-- Uploaded videos get WebVTT caption files beside them, one a language (`uploads/<video name
-- without its extension>.en.vtt` and `.nl.vtt`, see src/features/media-showcase/captions.ts), so
-- the videos bucket accepts `text/vtt` too. The size limit stays the videos' 200 MB: a bucket has
-- one limit for all its files, and a caption file is a few kilobytes.

update storage.buckets
set allowed_mime_types = array['video/mp4', 'video/webm', 'text/vtt']
where id = 'videos';
