import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

function ChangePasswordItem() {
  const menu = useUserMenu();
  return (
    <MenuItem component={Link} to="/change-password" onClick={menu?.onClose}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change password</ListItemText>
    </MenuItem>
  );
}

const ConsoleUserMenu = () => (
  <UserMenu>
    <ChangePasswordItem />
    <Logout />
  </UserMenu>
);

const ConsoleAppBar = () => <AppBar userMenu={<ConsoleUserMenu />} />;

/** react-admin's layout, with "Change password" in the user menu beside "Logout". */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar}>{children}</Layout>
);
