// The leads module's surface for other modules (docs/decisions/0004): the staff console works leads
// and the GP loyalty list through these, never through the repos.
export {
  changeLeadInTx,
  findLead,
  type LeadChange,
  type LeadFilter,
  type LeadRow,
  leadsCsv,
  leadsPerWeek,
  listGpLoyalty,
  listLeads,
  removeGpLoyalty,
  saveGpLoyaltyMembers,
  updateLead,
} from './inbox';
export { default as leadsPlugin } from './plugin';
