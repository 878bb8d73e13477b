// The lead forms' public face: one form per kind of lead, for the content pages that show them.

export { BusinessForm } from './business-form';
export { ClubForm } from './club-form';
export { DriverForm } from './driver-form';
export { RequisitionForm } from './requisition-form';
export { SurveyForm } from './survey-form';
