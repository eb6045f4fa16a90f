// The four forms by name, for pages that show one on its own.
import { EnquiryForm } from './EnquiryForm';

export const GeneralEnquiryForm = () => <EnquiryForm tab="general" />;
export const DemoEnquiryForm = () => <EnquiryForm tab="demo" />;
export const TandemEnquiryForm = () => <EnquiryForm tab="tandem" />;
export const CorporateEnquiryForm = () => <EnquiryForm tab="corporate" />;
