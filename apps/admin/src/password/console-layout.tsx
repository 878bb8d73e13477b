import KeyIcon from '@mui/icons-material/Key';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, Logout, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/language-switch';

function ChangePasswordItem() {
  const menu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/change-password" onClick={menu?.onClose}>
      <ListItemIcon>
        <KeyIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('Change password')}</ListItemText>
    </MenuItem>
  );
}

const ConsoleUserMenu = () => (
  <UserMenu>
    <ChangePasswordItem />
    <Logout />
  </UserMenu>
);

const ConsoleAppBar = () => (
  <AppBar
    userMenu={<ConsoleUserMenu />}
    toolbar={
      <>
        <LanguageSwitch />
        <LoadingIndicator />
      </>
    }
  />
);

/** react-admin's layout, with the language switch in the app bar and "Change password" beside "Logout". */
export const ConsoleLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={ConsoleAppBar}>{children}</Layout>
);
