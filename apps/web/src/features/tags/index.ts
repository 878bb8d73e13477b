// The tags feature's public face: the slot a layout renders, and what the page's CSP must allow.

export { tagPolicySources } from './tag-hosts';
export { TagsSlot } from './tags-slot';
