// The enquiry and newsletter forms' shared validation: imported by the site (Vite) and the edge
// functions (Deno), so both apply the same rules with the same messages.
export * from './options.ts';
export { messages, type EnquiryMessages } from './messages.ts';
export * from './schema.ts';
export * from './newsletter.ts';
export * from './security.ts';
