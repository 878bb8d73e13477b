import type { UserView } from '@pothik/domain';
import type { UserRow } from './users-repo';

/** The user as the web stores it (SPEC.md §3: "user, stored whole; has full_name"). */
export function toUserView(user: UserRow): UserView {
  return {
    id: user.id,
    mobile: user.mobile,
    full_name: user.fullName,
    email: user.email,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    profile_picture: user.profilePicture,
    role: user.role,
    created_at: user.createdAt.toISOString(),
  };
}
