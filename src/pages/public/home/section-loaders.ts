// The section modules' loaders, shared by the home page and the section pages. They live at module
// level because LazySection remembers a loaded section by its loader: each needs one stable identity.
export const services = () => import('@/features/services/ServicesSection');
export const experiences = () => import('@/features/experiences/ExperiencesSection');
export const mediaShowcase = () => import('@/features/media-showcase/MediaShowcaseSection');
export const stories = () => import('@/features/stories/StoriesSection');
export const about = () => import('@/features/about/AboutSection');
export const partners = () => import('@/features/partners/PartnersSection');
export const clientSuccess = () => import('@/features/client-success/ClientSuccessSection');
export const faq = () => import('@/features/faq/FaqSection');
export const contact = () => import('@/features/enquiry-forms/ContactSection');
export const allFaq = () => import('@/features/faq/AllFaqSection');
