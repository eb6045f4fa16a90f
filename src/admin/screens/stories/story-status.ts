// Where a story stands for its visitors, from what the database holds; the list, the editor and the
// status words all read it here.
import type { Database } from '@contract/database.types.ts';

export type BlogPost = Database['public']['Tables']['blog_posts']['Row'];

/** Whether visitors could have reached the story at its address: published and due. */
export const isLive = (post: Pick<BlogPost, 'published' | 'published_at'>, now: Date): boolean =>
  post.published && post.published_at !== null && Date.parse(post.published_at) <= now.getTime();

export type StoryStatus = 'draft' | 'scheduled' | 'published';

export const statusOf = (post: Pick<BlogPost, 'published' | 'published_at'>, now: Date): StoryStatus =>
  !post.published ? 'draft' : isLive(post, now) ? 'published' : 'scheduled';
