// The support module's door (docs/decisions/0004): the staff console's inbox works tickets through these.
export {
  addTicketNoteInTx,
  listTicketsForConsole,
  type QueueFilter,
  resolveTicketInTx,
  staffReplyInTx,
  type TicketChange,
  type TicketRow,
  ticketForConsole,
  updateTicketInTx,
} from './inbox';
export type { TellSettings } from './notify';
export { default as supportPlugin } from './plugin';
export { type SatisfactionRow, supportReport } from './report';
