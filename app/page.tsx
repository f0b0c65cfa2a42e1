import { redirect } from "next/navigation";
import { currentUser } from "@/lib/auth/guards";

export default async function Home() {
  redirect((await currentUser()) ? "/dashboard" : "/onboarding");
}
