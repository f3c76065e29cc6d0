/** Answers of the public pincode directory for the checkout's tests; the API itself is faked by web/test/fake-api.ts. */

/** The directory's answer for a pincode it knows. */
export function postOffice(pincode: string, taluk: string, district: string, state: string) {
  return [
    {
      Message: "Number of pincode(s) found:1",
      Status: "Success",
      PostOffice: [{ Name: "Head Office", Block: taluk, Taluk: taluk, District: district, Division: "", Region: "", Circle: state, State: state, Country: "India", Pincode: pincode }],
    },
  ];
}

export const noRecords = [{ Message: "No records found", Status: "Error", PostOffice: null }];
