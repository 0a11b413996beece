import { allPlatforms, input, nlpFamily, step } from "../catalogue-kit.js";
import { draftsFromRows, type NlpRow } from "./row-drafts.js";

/** Database checks: query SQL and MongoDB databases to check what a flow stored. */
const variable = (example: string) => input("variable", "Variable", "Name of the variable to fill.", example);

const databases = [
  ["PostgreSQL", "postgres://qa:{dbPassword}@db.demo.ignitest.example:5432/shop"],
  ["MySQL", "mysql://qa:{dbPassword}@db.demo.ignitest.example:3306/shop"],
  ["SQL Server", "sqlserver://db.demo.ignitest.example:1433;database=shop;user=qa"],
  ["Oracle", "oracle://qa:{dbPassword}@db.demo.ignitest.example:1521/SHOP"],
] as const;

const connectRows: NlpRow[] = databases.map(([engine, example]) => [
  `Connect to ${engine} database`,
  `Opens a connection to a ${engine} database.`,
  `The connection stays open for the later database steps of the test case, until “Close database connection”. Keep the password in an encrypted project variable.`,
  [input("connection string", "Text", `The ${engine} connection string.`, example)],
  engine === "Oracle" ? "1.2" : "1.1",
]);

const databaseRows: NlpRow[] = [
  ...connectRows,
  [
    "Connect to MongoDB database",
    "Opens a connection to a MongoDB database.",
    "The connection is used by the MongoDB steps until it is closed.",
    [
      input(
        "connection string",
        "Text",
        "The MongoDB connection string.",
        "mongodb://qa:{dbPassword}@db.demo.ignitest.example:27017/shop",
      ),
    ],
    "1.4",
  ],
  [
    "Execute SQL query",
    "Runs a SELECT and keeps its result.",
    "The rows are kept for the result steps that follow; at most 10,000 rows are read.",
    [
      input(
        "query",
        "Text",
        "The SQL query; variables are replaced first.",
        "select status, total from orders where number = '{orderNumber}'",
      ),
    ],
    "1.1",
  ],
  [
    "Execute SQL update",
    "Runs an INSERT, UPDATE or DELETE.",
    "The number of affected rows is saved into {affectedRows}; use it to prepare or clean test data.",
    [input("statement", "Text", "The SQL statement.", "delete from carts where user_email = '{email}'")],
    "1.1",
  ],
  [
    "Call stored procedure",
    "Runs a stored procedure with parameters.",
    "Parameters are passed in order and bound safely, never pasted into the SQL text.",
    [
      input("procedure", "Text", "The procedure's name.", "reset_test_user"),
      input("parameters", "Text", "Comma-separated parameters.", "{email}"),
    ],
    "1.3",
  ],
  [
    "Verify query result row count is",
    "Checks how many rows the last query returned.",
    "Use it to check that a flow created exactly one record.",
    [input("count", "Number", "The expected number of rows.", "1")],
    "1.1",
  ],
  [
    "Verify query result is empty",
    "Checks that the last query returned no rows.",
    "Use it to check that a delete really removed the record.",
    [],
    "1.2",
  ],
  [
    "Verify query result value is",
    "Checks a value of the first row of the last query.",
    "Values are compared as text, with dates as yyyy-MM-dd HH:mm:ss.",
    [
      input("column", "Text", "The column's name.", "status"),
      input("expected value", "Text", "The value it should hold.", "PAID"),
    ],
    "1.1",
  ],
  [
    "Verify query result value contains",
    "Checks that a value of the first row contains a text.",
    "Values are compared as text and the check is case-sensitive.",
    [input("column", "Text", "The column's name.", "note"), input("text", "Text", "The text to look for.", "gift")],
    "1.2",
  ],
  [
    "Store query result value into variable",
    "Saves a value of the first row of the last query.",
    "Use it to carry database values, such as generated ids, into UI or API steps.",
    [input("column", "Text", "The column's name.", "id"), variable("orderId")],
    "1.1",
  ],
  [
    "Store query result row count into variable",
    "Saves how many rows the last query returned.",
    "The number can be compared later with a count shown on the page.",
    [variable("rowCount")],
    "1.2",
  ],
  [
    "Verify record exists in table",
    "Checks that a table has a row with a value.",
    "Builds a safe, parameterized query for the table, column and value you give.",
    [
      input("table", "Text", "The table name.", "users"),
      input("column", "Text", "The column name.", "email"),
      input("value", "Text", "The value to look for.", "{email}"),
    ],
    "1.2",
  ],
  [
    "Find MongoDB documents",
    "Finds documents of a MongoDB collection.",
    "The filter is a JSON query document; matching documents are kept for the result steps.",
    [
      input("collection", "Text", "The collection.", "orders"),
      input("filter", "Text", "A JSON filter.", '{"number":"{orderNumber}"}'),
    ],
    "1.4",
  ],
  [
    "Verify MongoDB document count is",
    "Checks how many documents match a filter.",
    "Counts matching documents on the server, without reading them.",
    [
      input("collection", "Text", "The collection.", "orders"),
      input("filter", "Text", "A JSON filter.", '{"status":"PAID"}'),
      input("count", "Number", "The expected count.", "1"),
    ],
    "1.4",
  ],
  [
    "Close database connection",
    "Closes the open database connection.",
    "Frees the connection; it is also closed automatically when the test case ends.",
    [],
    "1.1",
  ],
];

export const databaseChecks = nlpFamily(
  {
    category: {
      id: "database-checks",
      title: "Database checks",
      shortDescription: "Query SQL and MongoDB databases to check what a flow stored.",
      description:
        "Look behind the interface: connect to PostgreSQL, MySQL, SQL Server, Oracle or MongoDB, run queries, updates and stored procedures, and verify row counts and values, or carry them into later steps.",
      usageCount: 3100,
    },
    platforms: allPlatforms,
    since: "1.1",
    tags: ["database", "sql"],
    scenarios: [
      (_draft, example) => ({
        title: "Check an order after checkout",
        steps: [
          step("Click on element", { element: "Place order button" }),
          step("Connect to PostgreSQL database", { "connection string": "{ordersDb}" }),
          example,
          step("Close database connection"),
        ],
      }),
      (_draft, example) => ({
        title: "Clean test data before a run",
        steps: [
          step("Connect to MySQL database", { "connection string": "{shopDb}" }),
          example,
          step("Close database connection"),
        ],
      }),
    ],
    faqs: [
      () => ({
        question: "Is it safe to put variables into SQL?",
        answer:
          "Use them for test data you control. For values from the page, prefer “Verify record exists in table”, which binds them as parameters instead of pasting them into the SQL text.",
      }),
      () => ({
        question: "Where does the connection come from?",
        answer:
          "From the machine that runs the test, so databases inside your network can be reached. Ask for a read-only account for checks and a separate one for clean-up.",
      }),
    ],
  },
  draftsFromRows(databaseRows),
);
