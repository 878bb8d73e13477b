// DESIGN.md §12: the lead forms anyone may send (recruitment, business, club, car requisition, survey).
export const leadKinds = ['business', 'club', 'driver', 'car_rental', 'survey'] as const;
export type LeadKind = (typeof leadKinds)[number];
