// The promos module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as promosPlugin } from './plugin';
export {
  claimPromo,
  findPromoById,
  insertPromo,
  listAllPromos,
  type NewPromo,
  releasePromoUse,
  toPromoInput,
  updatePromo,
} from './service';
