export { ProtectedLoading as default } from "@/components/shell/protected-loading";
