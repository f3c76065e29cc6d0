import { MinusIcon, PlusIcon } from "./icons";
import styles from "./quantity-stepper.module.css";

export type QuantityStepperProps = {
  value: number;
  /** The group's name, e.g. "Quantity of 48V 100Ah Battery in your cart". */
  label: string;
  /** Read before the number by screen readers, e.g. "Quantity: " or "In cart: ". */
  valueLabel: string;
  decreaseLabel: string;
  increaseLabel: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
};

/** Minus, the number, plus: the shop's quantity control (cards, accessories, the cart page). */
export function QuantityStepper(props: QuantityStepperProps) {
  return (
    <div className={styles.stepper} role="group" aria-label={props.label}>
      <button type="button" className={styles.step} aria-label={props.decreaseLabel} onClick={props.onDecrease} disabled={props.decreaseDisabled}>
        <MinusIcon />
      </button>
      <span className={styles.quantity}>
        <span className="visually-hidden">{props.valueLabel}</span>
        {props.value}
      </span>
      <button type="button" className={styles.step} aria-label={props.increaseLabel} onClick={props.onIncrease} disabled={props.increaseDisabled}>
        <PlusIcon />
      </button>
    </div>
  );
}
