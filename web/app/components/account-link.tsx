import { Link } from "react-router";
import { paths } from "@urjavolt/contract/paths";
import { UserIcon } from "./icons";
import styles from "./account-link.module.css";
import { Trans } from "@lingui/react/macro";

/**
 * The header's way to the customer's account (decision 050): the same link for everyone, so every
 * visitor gets the same cached page; the account page sends a visitor who is not signed in on to
 * signing in.
 */
export function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.account} className={styles.account} onClick={onNavigate}>
      <UserIcon size={26} />
      <span className="visually-hidden">
        <Trans>My account</Trans>
      </span>
    </Link>
  );
}
