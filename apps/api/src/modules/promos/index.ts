// The promos module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export {
  changePromo,
  createPromo,
  findPromo,
  listPromosForConsole,
  type NewPromo,
  type PromoRow,
} from './console-promos';
export { default as promosPlugin } from './plugin';
export { claimPromo, releasePromoUse, toPromoInput } from './service';
