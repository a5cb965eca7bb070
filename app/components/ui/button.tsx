import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "~/lib/utils";

export const buttonVariants = cva(
  "inline-flex items-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-foreground hover:bg-accent-hover",
        outline: "border border-border bg-transparent hover:bg-accent-soft",
        ghost: "hover:bg-accent-soft",
      },
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-11",
        /** A text that may wrap (a long file name): at least the md height, growing with it. */
        wrap: "min-h-11 px-5 py-2 text-sm",
      },
      /** One centred line, or content from the start that may wrap. */
      align: {
        center: "justify-center whitespace-nowrap",
        start: "justify-start text-left whitespace-normal",
      },
    },
    defaultVariants: { variant: "primary", size: "md", align: "center" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({
  className,
  variant,
  size,
  align,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, align }), className)}
      {...props}
    />
  );
}
