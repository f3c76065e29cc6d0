import { paths } from "@urjavolt/contract/paths";
import { Link } from "react-router";
import formCard from "../../components/form-card.module.css";
import styles from "./accounts-rights.module.css";

/** The account page's way to the customer's details, addresses and rights over their data (decision 053). */
export function RightsLinks() {
  return (
    <div className={styles.trailing}>
      <section className={formCard.card} aria-labelledby="account-rights">
        <h2 id="account-rights" className={formCard.title}>
          Your details and data
        </h2>
        <ul className={styles.linkList}>
          <li>
            <Link to={paths.accountDetails}>Your name, e-mail and saved addresses</Link>
          </li>
          <li>
            <Link to={`${paths.accountDetails}#account-download`}>Download a copy of your data (PDF or JSON)</Link>
          </li>
          <li>
            <Link to={paths.accountMobile}>Change your mobile number</Link>
          </li>
          <li>
            <Link to={paths.accountErase}>Erase your account</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
