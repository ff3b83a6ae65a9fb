// The open comments' badge of the personal centre, as its own module so the header can load it lazily for
// signed-in visitors: a static import kept the whole profile feature in every visitor's first screen.
export { OpenCommentsBadge } from '@zhiyuan/feature-profile';
