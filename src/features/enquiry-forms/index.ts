// What the contact section and the contact page use from the enquiry forms.
export { EnquiryForm } from './EnquiryForm';
export { GeneralEnquiryForm, DemoEnquiryForm, TandemEnquiryForm, CorporateEnquiryForm } from './forms';
export { enquiryTabs, type EnquiryTab } from './form-fields';
export { tabForService, useEnquiryTab, usePreselectedService } from './preselection';
